/**
 * parseGateConfig narrowed to the mode a test builds, so that it reads that mode's settings; a
 * config of another mode fails the test.
 */
import { parseGateConfig, type GateConfigSource } from '../../src/config/inputs.js';
import type { EngineConfig, LiveConfig } from '../../src/gate/engine.js';
import type { AnalysisConfig, GateConfig } from '../../src/model/config.js';

/** gate or analyze. */
export function analysisConfig(source: GateConfigSource): AnalysisConfig {
  const config = parseGateConfig(source);
  if (config.mode === 'report') throw new Error('expected a mode that analyses pages, got report');
  return config;
}

/** A live run on api-url's service, as runEngine takes it (run-gate.ts starts an in-process one). */
export function liveConfig(source: GateConfigSource): LiveConfig {
  return served(analysisConfig(source));
}

/** As runEngine takes it: a report job, or a live run on api-url's service. */
export function engineConfig(source: GateConfigSource): EngineConfig {
  const config: GateConfig = parseGateConfig(source);
  return config.mode === 'report' ? config : served(config);
}

function served(config: AnalysisConfig): LiveConfig {
  const { analysis } = config;
  if (analysis.kind !== 'service') throw new Error('expected api-url: the engine runs on a service');
  return { ...config, analysis };
}
