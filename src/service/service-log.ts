/** One line of the service's log, with the facts a JSON log (`--log-format json`) keeps as fields. */
export type ServiceLog = (line: string, fields?: Record<string, unknown>) => void;
