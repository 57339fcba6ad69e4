#!/usr/bin/env node
// `harness-scenarios`: the headless scenario runner (scripts/scenarios/cli.ts), run from the TypeScript
// sources through tsx — no build step.
import { register } from 'tsx/esm/api';

register();
await import('../scripts/scenarios/entry.ts');
