/** What the request client needs from the rest of the app; set once at start-up with configureRequest(). */
export interface RequestEnvironment {
  /** The session token, or null when signed out. */
  getToken(): string | null;
  /** The UI language (any tag; normalised to a supported language, else en). */
  getLanguage(): string;
  /** The `app-id` header. */
  getAppId(): string;
  /** The `third-session` header (a partner's session), or null. */
  getThirdSession(): string | null;
  ui: RequestUi;
  /** 2062000 / 2062001: clear the session and go to login. */
  onSessionExpired(): void;
  /** 9999: go to the maintenance page. */
  onMaintenance(): void;
  /** 2060025: go to the no-tenant page. */
  onNoTenant(): void;
  /** 2060026: the platform was closed while the user was in it: go to the closure page. */
  onPlatformClosed(): void;
}

export interface RequestUi {
  toast(message: string, durationMs: number): void;
  dialog(title: string, content: string): void;
  showLoading(): void;
  hideLoading(): void;
}

/** A partial environment; `ui` may be partial too. */
export type RequestEnvironmentPatch = Partial<Omit<RequestEnvironment, 'ui'>> & { ui?: Partial<RequestUi> };

const noop = (): void => undefined;

function defaults(): RequestEnvironment {
  return {
    getToken: () => null,
    getLanguage: () => 'en',
    getAppId: () => '',
    getThirdSession: () => null,
    ui: { toast: noop, dialog: noop, showLoading: noop, hideLoading: noop },
    onSessionExpired: noop,
    onMaintenance: noop,
    onNoTenant: noop,
    onPlatformClosed: noop,
  };
}

let current: RequestEnvironment = defaults();

function definedOnly<T extends object>(value: T | undefined): Partial<T> {
  const out: Partial<T> = {};
  if (value === undefined) return out;
  for (const [k, v] of Object.entries(value)) {
    if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  }
  return out;
}

/** Merges `env` into the current environment (undefined members are ignored). */
export function configureRequest(env: RequestEnvironmentPatch): void {
  const { ui, ...rest } = env;
  current = { ...current, ...definedOnly(rest), ui: { ...current.ui, ...definedOnly(ui) } };
}

/** Back to the defaults (nothing configured); for tests. */
export function resetRequestEnvironment(): void {
  current = defaults();
}

export function requestEnvironment(): RequestEnvironment {
  return current;
}
