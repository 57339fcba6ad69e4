import { describe, expect, it } from 'vitest';
import { createHarness } from '../../../src/worker/harness';
import { createNoteTools, LIST_NOTES_DEFINITION, SAVE_NOTE_DEFINITION } from '../../../src/worker/tools/save-note';
import { createMemoryNoteStore } from '../../../src/worker/tools/note-store';
import type { ApprovalAnswer, TimelineEvent } from '../../../src/contract';

async function setup(answer?: ApprovalAnswer) {
  const tools = createNoteTools({ store: createMemoryNoteStore(), now: () => 1_700_000_000_000 });
  const live: TimelineEvent[] = [];
  const harness = createHarness({ backends: { ...tools }, eventSink: (e) => void live.push(e) });
  await harness.registerTools([SAVE_NOTE_DEFINITION, LIST_NOTES_DEFINITION], { kind: 'builtin', source: 'builtin' });
  if (answer !== undefined) await harness.setApprover(async () => answer);
  return { harness, live };
}

describe('save_note', () => {
  it('is a guarded write tool: medium risk, not read-only, asks for confirmation, not in plan mode', async () => {
    const { harness } = await setup();
    const [save, list] = await harness.listTools();
    expect(save).toMatchObject({
      isReadOnly: false,
      riskLevel: 'medium',
      requiresConfirmation: true,
      availableInPlanMode: false,
      requiresPlanApproval: true,
    });
    expect(list).toMatchObject({ isReadOnly: true, availableInPlanMode: true });
  });

  it('with no approver it is refused APPROVAL_DENIED and nothing is saved', async () => {
    const { harness } = await setup();
    const { runId } = await harness.startRun();
    const saved = await harness.invoke({
      runId,
      toolCallId: 'c1',
      toolName: 'save_note',
      argumentsText: '{"title":"t","text":"x"}',
    });
    expect(saved.observation).toMatchObject({ status: 'error', error_code: 'APPROVAL_DENIED' });
    const listed = await harness.invoke({ runId, toolCallId: 'c2', toolName: 'list_notes', argumentsText: '{}' });
    expect(listed.observation).toMatchObject({ status: 'ok', result: { notes: [], total: 0 } });
  });

  it('approved, it saves; list_notes reads it back (in plan mode too); the decision event names the grant', async () => {
    const { harness, live } = await setup({ decision: 'approve', grant: 'run' });
    const { runId } = await harness.startRun();
    const saved = await harness.invoke({
      runId,
      toolCallId: 'c1',
      toolName: 'save_note',
      argumentsText: '{"title":"Locking","text":"use WAL"}',
    });
    expect(saved.observation).toMatchObject({ status: 'ok', result: { saved: true, title: 'Locking' } });
    const decision = live.find((e) => e.stage === 'approval-decision');
    expect(decision?.detail).toMatchObject({ decision: 'approve', grant: 'run', tool: 'save_note' });
    const plan = await harness.startRun({ planMode: true });
    const listed = await harness.invoke({
      runId: plan.runId,
      toolCallId: 'c2',
      toolName: 'list_notes',
      argumentsText: '{}',
    });
    expect(listed.observation).toMatchObject({
      status: 'ok',
      result: { total: 1, notes: [{ title: 'Locking', text: 'use WAL' }] },
    });
  });

  it('in plan mode it asks for plan approval; a denial is APPROVAL_DENIED', async () => {
    const { harness, live } = await setup('deny');
    const { runId } = await harness.startRun({ planMode: true });
    const saved = await harness.invoke({
      runId,
      toolCallId: 'c1',
      toolName: 'save_note',
      argumentsText: '{"title":"t","text":"x"}',
    });
    expect(saved.observation).toMatchObject({ status: 'error', error_code: 'APPROVAL_DENIED' });
    expect(live.find((e) => e.stage === 'approval-request')?.detail).toMatchObject({ reason: 'plan-mode' });
    expect(live.find((e) => e.stage === 'approval-decision')?.detail).toMatchObject({ decision: 'deny' });
  });
});
