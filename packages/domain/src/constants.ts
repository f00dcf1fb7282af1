// Business constants and limits: platform spec §9 and forms spec §9, each written once.

// Sessions and inactivity
/** Logged out after 2 hours without a click. */
export const INACTIVITY_TIMEOUT_MS = 7_200_000;
export const INACTIVITY_CHECK_MS = 3000;
/** Clicks are recorded at most once per 5 s. */
export const ACTIVITY_THROTTLE_MS = 5000;
/** The API's internal token lives 1 hour. */
export const INTERNAL_TOKEN_TTL_MS = 3_600_000;
/** A browser's sign-in (its HttpOnly cookie, decision 090) lasts at most 14 days, like the provider's session. */
export const WEB_SESSION_MAX_MS = 14 * 24 * 3_600_000;
/** Creating an API token needs a sign-in this recent (decision 091). */
export const RECENT_SIGN_IN_MS = 5 * 60_000;
/** The API's refusal when that sign-in is older: the web then asks for the password again (decision 091). */
export const RECENT_SIGN_IN_REQUIRED_MESSAGE =
  'Enter your password again to create an API token: it needs a sign-in within the last 5 minutes';

// Identity client (oidc-client-ts)
export const IDENTITY_HTTP_TIMEOUT_MS = 10_000;
export const IDENTITY_POPUP_TIMEOUT_MS = 60_000;
export const IDENTITY_CLOCK_LEEWAY_S = 60;
export const IDENTITY_SILENT_TOKEN_LOCK_WAIT_MS = 5000;
/** The token endpoint is tried up to 3 times. */
export const IDENTITY_TOKEN_ATTEMPTS = 3;

// HTTP statuses the web recognises (platform spec §8): 401 logs out, 403 reloads, 504 is named to the
// person (docs/decisions/052-gateway-timeout.md).
export const HTTP_STATUS = { unauthorized: 401, forbidden: 403, gatewayTimeout: 504 } as const;

// Query cache (react-query)
export const QUERY_GC_TIME_MS = 300_000;
export const QUERY_RETRIES = 3;
export const PENDING_POLL_MS = 15_000;

// Notification badge
export const BADGE_PULSE_MS = 600;
/** The badge shows 99 when the count is 100 or more. */
export const BADGE_CAP = 99;

// Helpdesk
/** Success closes and error returns to the form after 5 s. */
export const HELPDESK_TIMEOUT_MS = 5000;
export const HELPDESK_DESCRIPTION_MIN_LENGTH = 10;

// Layout
export const LAYOUT_BREAKPOINT_PX = 1200;
/** Below this the drawer is toggled instead of permanent. */
export const SMALL_SCREEN_BREAKPOINT_PX = 960;
export const BANNER_BREAKPOINT_PX = 1120;
export const MODAL_MIN_WIDTH = 540;
/** Width of the collapsed navigation drawer. */
export const DRAWER_WIDTH = 74;
export const CALENDAR_WIDTH = 320;
export const UPLOAD_LIST_VISIBLE_ROWS = 3;
export const UPLOAD_LIST_ROW_HEIGHT_PX = 37;
export const SELECT_MENU_MAX_HEIGHT_PX = 200;

export const COOKIE_CONSENT_DAYS = 365;

// Error replay sampling: every session with an error, no session otherwise.
export const ERROR_REPLAY_SAMPLE_RATE_ON_ERROR = 1;
export const ERROR_REPLAY_SAMPLE_RATE_SESSIONS = 0;

// Volumes and emissions (forms spec §9)
export const MIN_VOLUME = '0.001';
export const VOLUME_DECIMAL_PLACES = 3;
/** A neat-fuel volume, when given with a unit, is at least this. */
export const MIN_VOLUME_WITH_UNIT = '0.0001';
/** Tonnes per cubic metre, used when the neat volume is blank. */
export const DEFAULT_FUEL_DENSITY_T_PER_M3 = '0.8';
/** gCO2e/MJ counted for delivery to the airport when no actual value is given. */
export const DEFAULT_AIRPORT_DELIVERY_LCA = '0.9';
export const LAND_USE_ANNUALISATION_YEARS = 20;
export const LEAVE_DATE_WINDOW_DAYS = 91;
export const MSW_PERCENT_MIN = 1;
export const MSW_PERCENT_MAX = 100;
/** SABA's emission-reduction threshold against the baseline, in percent. */
export const SABA_REDUCTION_THRESHOLD_PERCENT = 60;

// Uploads (forms spec §5, §9)
export const MB = 1024 * 1024;
export const GENERIC_MAX_FILES = 10;
export const GENERIC_MAX_FILE_SIZE = 3 * MB;
/** 10 MB = 10,485,760 bytes, for the issue document and onboarding documents. */
export const DOCUMENT_MAX_FILE_SIZE = 10 * MB;
export const ONBOARDING_MIN_FILES = 1;
export const ONBOARDING_MAX_FILES = 10;
