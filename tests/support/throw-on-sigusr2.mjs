// Preloaded into the built site by tests/server/process-failure.test.ts (NODE_OPTIONS=--import):
// SIGUSR2 makes the process throw an exception that nothing catches, as a bug in a timer or an
// event handler would.
process.on('SIGUSR2', () => {
  throw new Error('a bug nothing caught');
});
