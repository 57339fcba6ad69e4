/**
 * A compact list of the registered tools (name, exportName, risk, read-only, evidence). The full catalog
 * (schemas, exports, test form) is the registry issue's.
 */
import { useConsoleStore } from '../../store';

/** The tool list. */
export function CatalogList() {
  const catalog = useConsoleStore((s) => s.catalog);
  return (
    <section className="panel" aria-labelledby="catalog-heading">
      <h2 id="catalog-heading" className="panel__title">
        Tools <span className="panel__count">{catalog.length}</span>
      </h2>
      {catalog.length === 0 ? (
        <p className="empty">Waiting for the harness worker…</p>
      ) : (
        <ul className="catalog">
          {catalog.map((tool) => (
            <li key={`${tool.source}/${tool.name}`} className="catalog__item" data-testid="catalog-tool" data-tool-name={tool.name}>
              <span className="catalog__name">{tool.title ?? tool.name}</span>
              <code className="catalog__export">{tool.exportName}</code>
              <span className={`badge badge--risk-${tool.riskLevel}`}>{tool.riskLevel}</span>
              {tool.isReadOnly ? <span className="badge">read-only</span> : null}
              {tool.evidence ? <span className="badge badge--evidence">evidence</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
