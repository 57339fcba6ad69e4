/**
 * Replay of a stored or imported run (a demo mode that needs no model and no tools):
 * the timeline reveals the run's calls one at a time — Previous / Next, or Play at a chosen speed
 * (0.5×–4×, one call per second at 1×) — and the position is shown in words (`replay-position`,
 * `data-position` 1-based, `data-total`). Nothing runs: the calls are read from the worker's stored run.
 */
import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useHarnessClient } from '../../harness';
import { useConsoleStore } from '../../store';
import { errorMessage } from '../../../contract';

/** Speeds offered, in calls per second. */
const REPLAY_SPEEDS = [0.5, 1, 2, 4] as const;

/** The replay controls for the shown run. */
export function ReplayControls() {
  const client = useHarnessClient();
  const { runId, runStatus, currentRunId, replay, setReplay } = useConsoleStore(
    useShallow((s) => ({
      runId: s.viewedRunId ?? s.runId,
      runStatus: s.runStatus,
      currentRunId: s.runId,
      replay: s.replay,
      setReplay: s.setReplay,
    })),
  );
  const [speed, setSpeed] = useState<number>(1);
  const [playing, setPlaying] = useState(false);
  const [error, setError] = useState('');
  const active = replay !== null && replay.runId === runId;
  const live = runId === currentRunId && runStatus === 'running';
  useEffect(() => {
    if (!playing || !replay) return;
    if (replay.position >= replay.total - 1) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setReplay({ ...replay, position: replay.position + 1 }), 1000 / speed);
    return () => clearTimeout(timer);
  }, [playing, replay, speed, setReplay]);
  const start = async () => {
    if (!runId) return;
    setError('');
    try {
      const page = await client.timeline('getCallSummaries', (api) =>
        api.getCallSummaries(runId, { offset: 0, limit: 1 }),
      );
      if (page.total === 0) return setError('This run has no tool calls to replay.');
      setReplay({ runId, position: 0, total: page.total });
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  const step = (delta: number) => replay && setReplay({ ...replay, position: replay.position + delta });
  return (
    <div className="replay" data-testid="replay" data-status={active ? (playing ? 'playing' : 'paused') : 'off'}>
      <h3 className="subhead">Replay</h3>
      {!active ? (
        <div className="button-row">
          <button
            type="button"
            className="button button--small"
            data-testid="replay-start"
            disabled={!runId || live}
            onClick={() => void start()}
          >
            Replay this run
          </button>
          {live ? <span className="hint">Replay is available once the run has ended.</span> : null}
        </div>
      ) : (
        <>
          <div className="button-row">
            <button
              type="button"
              className="button button--small"
              data-testid="replay-previous"
              disabled={replay.position <= 0}
              onClick={() => step(-1)}
            >
              ◀ Previous
            </button>
            <button
              type="button"
              className="button button--small"
              data-testid="replay-play"
              aria-pressed={playing}
              onClick={() => setPlaying(!playing)}
            >
              {playing ? 'Pause' : '▶ Play'}
            </button>
            <button
              type="button"
              className="button button--small"
              data-testid="replay-next"
              disabled={replay.position >= replay.total - 1}
              onClick={() => step(1)}
            >
              Next ▶
            </button>
            <label className="field--inline hint">
              Speed
              <select data-testid="replay-speed" value={speed} onChange={(e) => setSpeed(Number(e.target.value))}>
                {REPLAY_SPEEDS.map((value) => (
                  <option key={value} value={value}>
                    {value}×
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="button button--small"
              onClick={() => {
                setPlaying(false);
                setReplay(null);
              }}
            >
              End replay
            </button>
          </div>
          <p
            className="hint"
            data-testid="replay-position"
            data-position={replay.position + 1}
            data-total={replay.total}
            aria-live="polite"
          >
            Call {replay.position + 1} of {replay.total}
          </p>
        </>
      )}
      {error ? <p className="error-text">{error}</p> : null}
    </div>
  );
}
