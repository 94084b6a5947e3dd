// Loaded into the server process by the fault-and-load run (NODE_OPTIONS=--import): on SIGUSR2 the process
// writes its memory to stderr as one line, so the run can read the heap from outside without the server
// carrying a route for it.
process.on('SIGUSR2', () => process.stderr.write(`memory ${JSON.stringify(process.memoryUsage())}\n`));
