/** What a command is given of the terminal it runs in: cli.ts makes it once, for every command. */
export interface Terminal {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** A progress line is redrawn in place on a terminal; elsewhere each change is a line. */
  isTTY: boolean;
  env: NodeJS.ProcessEnv;
}
