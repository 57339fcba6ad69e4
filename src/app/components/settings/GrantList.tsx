/**
 * The approval grants the user gave (DESIGN §5.6), each revocable: `run` grants last until their run
 * ends, `tool-source` grants until revoked or the tab is reloaded (in memory only, see grant-slice.ts).
 * Rows are `data-testid="grant"` (`data-scope`, `data-tool-name`, `data-source`) with a `grant-revoke` button.
 */
import { useConsoleStore } from '../../store';

/** The grant list with its empty state. */
export function GrantList() {
  const grants = useConsoleStore((s) => s.grants);
  const revokeGrant = useConsoleStore((s) => s.revokeGrant);
  return (
    <div className="field" role="group" aria-labelledby="grants-heading">
      <span id="grants-heading" className="field__label">
        Approval grants
      </span>
      {grants.length === 0 ? (
        <p className="hint">No grants: every guarded call asks.</p>
      ) : (
        <ul className="grant-list">
          {grants.map((grant) => (
            <li
              key={grant.id}
              data-testid="grant"
              data-scope={grant.scope}
              data-tool-name={grant.toolName}
              data-source={grant.source}
            >
              <code>{grant.toolName}</code> from {grant.source} —{' '}
              {grant.reason === 'plan-mode' ? 'in plan mode' : 'confirmation'},{' '}
              {grant.scope === 'run' ? 'this run only' : 'until revoked'}{' '}
              <button
                type="button"
                className="button button--small"
                data-testid="grant-revoke"
                onClick={() => revokeGrant(grant.id)}
                aria-label={`Revoke the grant for ${grant.toolName} from ${grant.source}`}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
