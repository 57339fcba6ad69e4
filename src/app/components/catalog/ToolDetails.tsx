/**
 * One tool in full (DESIGN §5.1): name, exportName, title, kind, source, category, risk, read-only, plan
 * mode availability, requiresPlanApproval, requiresConfirmation, the skills that include it, notes with
 * codes and pointers, the per-tool redaction setting (DESIGN §4.4; changed through the worker's
 * `setToolRedaction`), the test form, then the schemas and exports side by side (the form comes first so
 * it is never below six JSON blocks).
 */
import { useState } from 'react';
import type { CanonicalToolDescriptor } from '../../../contract';
import { useHarnessClient } from '../../harness';
import { TestCall } from './TestCall';
import { ToolSchemas } from './ToolSchemas';
import { errorMessage } from '../../../contract';
import { CheckboxField } from '../fields/CheckboxField';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** Props: the tool and the skills that include it. */
export interface ToolDetailsProps {
  tool: CanonicalToolDescriptor;
  skills: string[];
}

/** The details of one tool (a redaction change re-reads the catalog through the client's change report). */
export function ToolDetails({ tool, skills }: ToolDetailsProps) {
  const client = useHarnessClient();
  const [redactionError, setRedactionError] = useState<string | null>(null);
  const setRedaction = async (redaction: 'on' | 'off') => {
    setRedactionError(null);
    try {
      const { updated } = await client.setToolRedaction({
        source: tool.source,
        name: tool.name,
        redaction,
      });
      if (!updated) setRedactionError('The worker has no such tool any more; reload the catalog.');
    } catch (error) {
      setRedactionError(errorMessage(error));
    }
  };
  const facts: [string, string][] = [
    ['name', tool.name],
    ['exportName', tool.exportName],
    ['title', tool.title ?? '—'],
    ['kind', tool.kind],
    ['source', tool.source],
    ['category', tool.category ?? '—'],
    ['risk', tool.riskLevel],
    ['read-only', yesNo(tool.isReadOnly)],
    ['available in plan mode', yesNo(tool.availableInPlanMode)],
    ['requires plan approval', yesNo(tool.requiresPlanApproval)],
    ['requires confirmation', yesNo(tool.requiresConfirmation)],
    ['evidence tool', yesNo(tool.capabilities.evidence === true)],
    ['skills', skills.length > 0 ? skills.join(', ') : '—'],
  ];
  return (
    <article
      className="tool-details"
      data-testid="catalog-details"
      data-tool-name={tool.name}
      aria-label={`Tool ${tool.name}`}
    >
      <h3>{tool.title ?? tool.name}</h3>
      {tool.description ? <p className="tool-details__description">{tool.description}</p> : null}
      <dl className="facts">
        {facts.map(([term, value]) => (
          <div key={term} className="facts__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <CheckboxField
        testId="catalog-redaction"
        checked={tool.redaction !== 'off'}
        onChange={(checked) => void setRedaction(checked ? 'on' : 'off')}
      >
        Redact emails, bearer tokens and API-key-like secrets in this tool's observations
      </CheckboxField>
      {redactionError ? (
        <p className="field__error" role="alert">
          {redactionError}
        </p>
      ) : null}
      <h4>Notes ({tool.notes.length})</h4>
      {tool.notes.length === 0 ? (
        <p className="hint">The registry rewrote nothing.</p>
      ) : (
        <ul className="notes">
          {tool.notes.map((note, index) => (
            <li key={`${note.code}-${index}`} data-testid="catalog-note" data-code={note.code}>
              <code>{note.code}</code> {note.pointer !== undefined ? <code>at {note.pointer || '(root)'}</code> : null}{' '}
              {note.message}
            </li>
          ))}
        </ul>
      )}
      <TestCall key={`${tool.source}/${tool.exportName}`} tool={tool} />
      <ToolSchemas tool={tool} />
    </article>
  );
}
