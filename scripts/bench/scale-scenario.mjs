/**
 * Generates a large scenario file (the scenario format, contract/scenario.ts) for the timeline's scale
 * test (e2e/timeline-scale.spec.ts) and `npm run bench`'s timeline figures: one non-evidence tool
 * `record_item` with a stub backend, one model turn of `calls` tool calls (`call-1` … `call-N`, argument
 * text `{"n": i}`), every `invalidEvery`-th call's argument text cut short (INVALID_JSON at parse), the
 * call before last naming an unknown tool (UNKNOWN_TOOL), call `needleAt` answered with a result that
 * holds the word `needle-<n>` (for the observation search), then a final text turn. Budgets lifted so
 * every call runs. Pure: returns the scenario object.
 */

/**
 * The call whose result holds the needle word by default: call 1234 when there are that many, else one
 * past the middle (never an INVALID_JSON or UNKNOWN_TOOL call of the default script).
 *
 * @param {number} calls
 * @returns {number}
 */
export function defaultNeedleAt(calls) {
  return calls >= 1234 ? 1234 : Math.floor(calls / 2) + 1;
}

/**
 * @param {{ calls?: number, invalidEvery?: number, needleAt?: number }} [options]
 * @returns {object} the scenario (JSON-serializable)
 */
export function scaleScenario(options = {}) {
  const calls = options.calls ?? 2000;
  const invalidEvery = options.invalidEvery ?? 100;
  const needleAt = options.needleAt ?? defaultNeedleAt(calls);
  const toolCalls = [];
  for (let n = 1; n <= calls; n += 1) {
    const unknown = n === calls - 1;
    toolCalls.push({
      id: `call-${n}`,
      name: unknown ? 'no_such_tool' : 'record_item',
      arguments: n % invalidEvery === 0 ? `{"n": ${n}` : `{"n": ${n}}`,
    });
  }
  return {
    name: `Scale ${calls} calls`,
    description: `${calls} tool calls in one turn: INVALID_JSON every ${invalidEvery}th, one UNKNOWN_TOOL, the rest pass.`,
    question: `Record ${calls} items.`,
    tools: [
      {
        name: 'record_item',
        description: 'Record one numbered item.',
        isReadOnly: true,
        availableInPlanMode: true,
        inputSchema: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] },
      },
    ],
    backends: {
      record_item: {
        result: { status: 'recorded' },
        results: [{ match: { n: needleAt }, result: { status: 'recorded', marker: `needle-${needleAt}` } }],
      },
    },
    budgets: { maxCallsPerTool: calls * 2, maxEvidenceCalls: calls * 2 },
    approvals: 'none',
    turns: [{ toolCalls }, { text: `Recorded ${calls} items.` }],
    expectedCodes: ['INVALID_JSON', 'UNKNOWN_TOOL'],
  };
}

/**
 * A long scenario: `turns` model turns of one `record_item` call each (`call-1` … `call-N`), then a
 * final text turn; `maxTurns` left to its default (one more than the scripted turns), so the loop must
 * run the whole script. Pure.
 *
 * @param {{ turns?: number }} [options]
 * @returns {object} the scenario (JSON-serializable)
 */
export function longScenario(options = {}) {
  const turns = options.turns ?? 10_000;
  const base = scaleScenario({ calls: 1 });
  const script = [];
  for (let n = 1; n <= turns; n += 1)
    script.push({ toolCalls: [{ id: `call-${n}`, name: 'record_item', arguments: `{"n": ${n}}` }] });
  script.push({ text: `Recorded ${turns} items, one per turn.` });
  return {
    ...base,
    name: `Long ${turns} turns`,
    description: `${turns} model turns of one call each: the turn limit follows the script.`,
    question: `Record ${turns} items, one per turn.`,
    budgets: { maxCallsPerTool: turns * 2, maxEvidenceCalls: turns * 2 },
    turns: script,
    expectedCodes: [],
    expect: { status: 'done', calls: turns, codes: { exclude: ['INVALID_JSON', 'UNKNOWN_TOOL'] } },
  };
}

/**
 * A one-call scenario whose raw result is about `rawBytes` bytes of JSON (`{ "blob": "xxx…" }`), for the
 * page heap figure of `npm run bench`: the raw stays in the worker, so the page's heap should not grow
 * with it. `maxRawBytes` lifted above the raw. Pure.
 *
 * @param {{ rawBytes?: number }} [options]
 * @returns {object} the scenario (JSON-serializable)
 */
export function rawResultScenario(options = {}) {
  const rawBytes = options.rawBytes ?? 10;
  const base = scaleScenario({ calls: 1 });
  const blob = 'x'.repeat(Math.max(0, rawBytes - '{"blob":""}'.length));
  return {
    ...base,
    name: `Raw ${rawBytes} bytes`,
    description: `One call whose raw result is ${rawBytes} bytes.`,
    question: 'Record one item.',
    backends: { record_item: { result: { blob } } },
    budgets: { maxRawBytes: Math.max(8_388_608, rawBytes * 2) },
    turns: [{ toolCalls: [{ id: 'call-1', name: 'record_item', arguments: '{"n": 1}' }] }, { text: 'Recorded.' }],
    expectedCodes: [],
  };
}
