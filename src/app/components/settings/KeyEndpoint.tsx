/**
 * Where the API key goes (DESIGN §8: a key is sent only to the endpoint it was entered for). Under the key
 * field, `settings-key-endpoint` with `data-state`: `bound` (the key is sent to this endpoint only) or
 * `pending` (the key was entered for another endpoint, or before one was set: no request carries it). A pending
 * key offers "Use the key for <endpoint>" (`settings-key-use-here`) and "Forget the key" (`settings-key-forget`)
 * once an endpoint is set. Nothing is shown while the key is empty.
 */
import { endpointOf } from '../../../contract';
import { keyBinding, useConsoleStore } from '../../store';

/** The key's endpoint line and, for a pending key, the choice to use it here or forget it. */
export function KeyEndpoint() {
  const binding = useConsoleStore((s) => keyBinding(s));
  const enteredFor = useConsoleStore((s) => s.apiKeyEndpoint);
  const current = useConsoleStore((s) => endpointOf(s.baseUrl));
  const useHere = useConsoleStore((s) => s.useKeyForEndpoint);
  const forget = useConsoleStore((s) => s.forgetApiKey);
  if (binding === 'none') return null;
  if (binding === 'bound')
    return (
      <p className="hint" data-testid="settings-key-endpoint" data-state="bound">
        The key is sent only to {current}.
      </p>
    );
  const origin = enteredFor ? `entered for ${enteredFor}` : 'typed before a base URL was set';
  return (
    <div className="field" data-testid="settings-key-endpoint" data-state="pending" role="status" aria-live="polite">
      <p className="hint hint--warning">
        {current
          ? `This key was ${origin}: it is not sent to ${current} unless you use it there.`
          : `This key was ${origin}: it is not sent anywhere until the base URL is set and you confirm the key for it.`}
      </p>
      <div className="button-row">
        {current ? (
          <button type="button" className="button button--small" data-testid="settings-key-use-here" onClick={useHere}>
            Use the key for {current}
          </button>
        ) : null}
        <button type="button" className="button button--small" data-testid="settings-key-forget" onClick={forget}>
          Forget the key
        </button>
      </div>
    </div>
  );
}
