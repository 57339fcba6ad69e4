/**
 * A small diagnostic: does this page's CSP refuse string evaluation? Tries `new Function('return 1')`
 * from page code — once on mount and again on each click — and writes the outcome to `data-eval`
 * (`blocked` | `allowed`), and counts clicks in `data-probes`. Page code on purpose: eval triggered through Playwright's `page.evaluate` is
 * exempt from CSP (TOOLCHAIN.md §5.2), so the e2e test clicks this button instead
 * (`data-testid="csp-probe"`). Out of the tab order (`tabIndex=-1`): a diagnostic, not a task. The page should say `blocked`; the worker, whose script response allows
 * 'unsafe-eval' for Ajv, is checked separately.
 */
import { useEffect, useState } from 'react';

/** Tries string evaluation; returns whether the CSP allowed it. */
function probeEval(): 'blocked' | 'allowed' {
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const evaluated = new Function('return 1') as () => number;
    return evaluated() === 1 ? 'allowed' : 'blocked';
  } catch {
    return 'blocked';
  }
}

/** The probe button; shows the outcome as text too. */
export function CspProbe() {
  const [outcome, setOutcome] = useState<'blocked' | 'allowed' | 'unknown'>('unknown');
  const [probes, setProbes] = useState(0);
  useEffect(() => {
    setOutcome(probeEval());
  }, []);
  return (
    <button
      type="button"
      className="csp-probe"
      data-testid="csp-probe"
      data-eval={outcome}
      data-probes={probes}
      tabIndex={-1}
      title="Checks that this page's Content-Security-Policy refuses eval"
      onClick={() => {
        setOutcome(probeEval());
        setProbes((count) => count + 1);
      }}
    >
      CSP eval: {outcome}
    </button>
  );
}
