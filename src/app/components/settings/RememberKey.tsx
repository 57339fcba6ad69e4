/**
 * "Remember on this device" for the API key: off by default (the key stays in this
 * tab's memory); ticking it stores the key in localStorage, with a visible warning that any script on
 * this origin can read it; unticking deletes it at once.
 */
import { useConsoleStore } from '../../store';
import { CheckboxField } from '../fields/CheckboxField';

/** The checkbox and its warning. */
export function RememberKey() {
  const remember = useConsoleStore((s) => s.rememberKey);
  const setRemember = useConsoleStore((s) => s.setRememberKey);
  return (
    <div className="field">
      <CheckboxField
        className="field--inline"
        testId="settings-remember-key"
        checked={remember}
        describedBy="remember-key-warning"
        onChange={setRemember}
      >
        Remember on this device
      </CheckboxField>
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
