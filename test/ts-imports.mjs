// Loaded into every test process and the threads it starts (vitest.config.ts, execArgv): lets
// Node run the TypeScript sources where Vite does not reach, in worker_threads such as the
// service's analysis pool. Node strips the types itself; the sources' imports name the .js files
// tsc writes, so a missing .js is looked for as the .ts beside it.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, next) {
    try {
      return next(specifier, context);
    } catch (error) {
      const fromSources = context.parentURL === undefined || context.parentURL.endsWith('.ts');
      if (!fromSources || !specifier.endsWith('.js')) throw error;
      return next(`${specifier.slice(0, -'.js'.length)}.ts`, context);
    }
  },
});
