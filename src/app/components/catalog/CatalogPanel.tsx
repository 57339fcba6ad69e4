/**
 * The tool catalog panel (DESIGN §6): every registered descriptor, filterable by text, kind,
 * source and risk; a tool list can be loaded from a file; selecting a tool shows it in full with its
 * schemas, exports and test form (ToolDetails). Descriptors are server state fetched with React Query
 * (`listTools`, `listSkills`, harness/worker-queries.ts), re-read when the client reports a catalog
 * change (registrations, loads, redaction, MCP changes; provider.tsx). Rows are `data-testid="catalog-tool"` with `data-tool-name`, `data-risk`,
 * `data-kind`, `data-source`. States: loading, error, empty, no match, list.
 */
import { useState } from 'react';
import type { RiskLevel, ToolKind } from '../../../contract';
import { useSkillList, useToolList } from '../../harness';
import { EMPTY_FILTER, filterTools, sourcesOf, type CatalogFilter } from './catalog-filter';
import { LoadToolList } from './LoadToolList';
import { ToolDetails } from './ToolDetails';
import { countOf } from '../../../contract';

/** The catalog panel. */
export function CatalogPanel() {
  const tools = useToolList();
  const skills = useSkillList();
  const [filter, setFilter] = useState<CatalogFilter>(EMPTY_FILTER);
  const [selected, setSelected] = useState<string | null>(null);
  const all = tools.data ?? [];
  const shown = filterTools(all, filter);
  const current = all.find((t) => `${t.source}/${t.name}` === selected);
  const skillsOf = (exportName: string, name: string) =>
    (skills.data ?? [])
      .filter((s) => s.toolNames.includes(exportName) || s.toolNames.includes(name))
      .map((s) => s.name);

  return (
    <section className="panel catalog-panel" aria-labelledby="catalog-panel-heading" data-testid="catalog-panel">
      <h2 id="catalog-panel-heading" className="panel__title">
        Tool catalog <span className="panel__count">{all.length}</span>
      </h2>
      <div className="catalog-filters" role="search" aria-label="Filter tools">
        <input
          type="search"
          data-testid="catalog-filter"
          aria-label="Filter by text"
          placeholder="Filter by name, title, description…"
          value={filter.text}
          onChange={(e) => setFilter({ ...filter, text: e.target.value })}
        />
        <label className="field catalog-filter-field">
          <span className="field__label">Kind</span>
          <select
            data-testid="catalog-filter-kind"
            value={filter.kind}
            onChange={(e) => setFilter({ ...filter, kind: e.target.value as ToolKind | '' })}
          >
            <option value="">any kind</option>
            <option value="builtin">builtin</option>
            <option value="mcp">mcp</option>
            <option value="skill">skill</option>
          </select>
        </label>
        <label className="field catalog-filter-field">
          <span className="field__label">Source</span>
          <select
            data-testid="catalog-filter-source"
            value={filter.source}
            onChange={(e) => setFilter({ ...filter, source: e.target.value })}
          >
            <option value="">any source</option>
            {sourcesOf(all).map((source) => (
              <option key={source} value={source}>
                {source}
              </option>
            ))}
          </select>
        </label>
        <label className="field catalog-filter-field">
          <span className="field__label">Risk</span>
          <select
            data-testid="catalog-filter-risk"
            value={filter.risk}
            onChange={(e) => setFilter({ ...filter, risk: e.target.value as RiskLevel | '' })}
          >
            <option value="">any risk</option>
            <option value="low">low</option>
            <option value="medium">medium</option>
            <option value="high">high</option>
          </select>
        </label>
      </div>
      <LoadToolList />
      {tools.isPending ? <p className="empty">Loading the tools from the harness worker…</p> : null}
      {tools.isError ? (
        <p className="field__error" role="alert">
          The tools could not be listed: {String(tools.error)}
        </p>
      ) : null}
      {tools.data && all.length === 0 ? <p className="empty">No tools registered yet.</p> : null}
      {tools.data && all.length > 0 && shown.length === 0 ? <p className="empty">No tool matches the filter.</p> : null}
      <ul className="catalog">
        {shown.map((tool) => {
          const key = `${tool.source}/${tool.name}`;
          return (
            <li
              key={key}
              className="catalog__item"
              data-testid="catalog-tool"
              data-tool-name={tool.name}
              data-risk={tool.riskLevel}
              data-kind={tool.kind}
              data-source={tool.source}
            >
              <button
                type="button"
                className="catalog__select"
                aria-pressed={selected === key}
                onClick={() => setSelected(selected === key ? null : key)}
              >
                <span className="catalog__name">{tool.title ?? tool.name}</span>{' '}
                <code className="catalog__export">{tool.exportName}</code>
              </button>
              <span className="badge">{tool.source}</span>
              <span className={`badge badge--risk-${tool.riskLevel}`}>{tool.riskLevel}</span>
              {tool.isReadOnly ? <span className="badge">read-only</span> : <span className="badge">writes</span>}
              {tool.availableInPlanMode ? <span className="badge">plan mode</span> : null}
              {tool.requiresConfirmation ? <span className="badge">confirms</span> : null}
              {tool.capabilities.evidence ? <span className="badge badge--evidence">evidence</span> : null}
              {tool.notes.length > 0 ? <span className="badge">{countOf(tool.notes.length, 'note')}</span> : null}
            </li>
          );
        })}
      </ul>
      {current ? <ToolDetails tool={current} skills={skillsOf(current.exportName, current.name)} /> : null}
    </section>
  );
}
