/** The scheduled jobs: src/server/main.ts starts them; src/server/admin/commands.ts adds the commands. */
export { startJobs, type Jobs } from './scheduler.ts';
export { agentCommands } from './commands.ts';
