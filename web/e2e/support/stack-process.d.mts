export declare const REPO_ROOT: string;
export declare const ARTIFACTS_DIR: string;
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];

export interface RunningStack {
  /** http://127.0.0.1:<PORT>, where the gateway serves /api and the built web app. */
  baseUrl: string;
  /** The PSP simulator's origin (its test-only controls under /sim) when started with pspSimulator. */
  pspUrl?: string;
  /** The WhatsApp simulator's control API (http://127.0.0.1:<port>/_simulator) when started with whatsappSimulator. */
  whatsappUrl?: string;
  adminPassword: string;
  dataDir: string;
  /** What the runner printed as `ready_ms=`. */
  readyMs: number;
  /** From spawning the runner to its ready line, as seen from here. */
  startMs: number;
  output(): string;
  /** SIGTERM, wait for the runner to stop, keep its log, remove DATA_DIR. */
  stop(): Promise<void>;
}

export interface StartStackOptions {
  adminPassword?: string;
  readyTimeoutMs?: number;
  logFile?: string;
  logLevel?: string;
  /** Run with PIX_PSP=simulator: a PSP confirms payments. */
  pspSimulator?: boolean;
  /** Run with WHATSAPP=simulator: messaging sends every WhatsApp message to the simulator. */
  whatsappSimulator?: boolean;
}

export declare function buildAll(): Promise<string>;
export declare function startStack(options?: StartStackOptions): Promise<RunningStack>;
