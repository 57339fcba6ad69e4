/**
 * Calls cut short by a worker restart (Stop watchdog): the new worker records each as CANCELLED with a
 * note of the restart, and the page's `stopped` replaces the `interrupted` the worker inferred.
 */
import { describe, expect, it } from 'vitest';
import { applyRunRecordEvent, createRunRecord } from '../../../src/contract/run-record';
import { createRecordService } from '../../../src/worker/record/record-service';
import { createRecordStore } from '../../../src/worker/record/record-store';

describe('recordInterruptedCalls', () => {
  it('records each call in flight as CANCELLED, noting the restart, after the calls already recorded', async () => {
    const store = createRecordStore();
    store.startRun({ runId: 'r1', kind: 'model', startedAt: 0 });
    const service = createRecordService(store);
    const answer = await service.recordInterruptedCalls(
      'r1',
      [{ toolCallId: 'call_busy', toolName: 'crunch', argumentsText: '{}', turnId: 't1' }, { bad: true }, 7],
      'the worker did not acknowledge Stop within 1000 ms',
    );
    expect(answer).toEqual({ recorded: 1 });
    const page = await service.getRecordCalls('r1', { offset: 0, limit: 10 });
    expect(page.total).toBe(1);
    expect(page.calls[0]).toMatchObject({
      callKey: 'r1#1',
      callId: 'call_busy',
      toolName: 'crunch',
      turnId: 't1',
      observation: { status: 'error', error_code: 'CANCELLED', error_source: 'harness', retryable: false },
    });
    expect((page.calls[0]!.observation as { message: string }).message).toMatch(/worker was restarted/);
  });

  it('records nothing for an unknown run', async () => {
    const service = createRecordService(createRecordStore());
    expect(await service.recordInterruptedCalls('nope', [{ toolCallId: 'c', toolName: 't' }], 'x')).toEqual({
      recorded: 0,
    });
  });
});

describe('an inferred status', () => {
  it('holds until the page gives one, which then wins', () => {
    let record = createRunRecord({ runId: 'r1', kind: 'model', startedAt: 0 });
    record = applyRunRecordEvent(record, { type: 'status', status: 'interrupted', at: 5, inferred: true });
    expect(record.status).toBe('interrupted');
    record = applyRunRecordEvent(record, { type: 'status', status: 'stopped', at: 9 });
    expect(record).toMatchObject({ status: 'stopped', endedAt: 9 });
    record = applyRunRecordEvent(record, { type: 'status', status: 'error', at: 12 });
    expect(record.status).toBe('stopped');
  });
});
