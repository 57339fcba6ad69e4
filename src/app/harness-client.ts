/** The harness client now lives in ./harness (connection, registrations, approvals, store sync, provider). */
export * from './harness';
