/**
 * "Remember on this device" for the API key: off by default (the key stays in this
 * tab's memory); ticking it stores the key in localStorage, with a visible warning that any script on
 * this origin can read it; unticking deletes it at once.
 */
import { useConsoleStore } from '../../store';

/** The checkbox and its warning. */
export function RememberKey() {
  const remember = useConsoleStore((s) => s.rememberKey);
  const setRemember = useConsoleStore((s) => s.setRememberKey);
  return (
    <div className="field">
      <label className="field--inline">
        <input
          type="checkbox"
          data-testid="settings-remember-key"
          checked={remember}
          aria-describedby="remember-key-warning"
          onChange={(e) => setRemember(e.target.checked)}
        />
        <span>Remember on this device</span>
      </label>
      <p
        id="remember-key-warning"
        className={remember ? 'hint hint--warning' : 'hint'}
        data-testid="settings-remember-key-warning"
      >
        {remember
          ? 'The key is stored in this browser\u2019s localStorage: any script running on this origin can read it. Untick to delete it.'
          : 'Ticking this stores the key in localStorage, where any script running on this origin can read it.'}
      </p>
    </div>
  );
}
