// State handed from one screen to the next (SPEC: the OTP screen's mobile number, the Vastu
// profile's vastuAstrologerId). It is personal data, so it travels in this tab's
// sessionStorage, never in the URL: it does not reach server logs, history or referrers.

export type NavStateKey = 'otpMobile' | 'vastuAstrologerId' | 'afterSignIn';

const PREFIX = 'nav:';

export function setNavState(key: NavStateKey, value: string): void {
  try {
    window.sessionStorage.setItem(PREFIX + key, value);
  } catch (err) {
    console.error(`Could not keep "${key}" for the next screen`, err);
  }
}

export function readNavState(key: NavStateKey): string | null {
  try {
    return window.sessionStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

export function clearNavState(key: NavStateKey): void {
  try {
    window.sessionStorage.removeItem(PREFIX + key);
  } catch {
    // storage unavailable: nothing to clear
  }
}
