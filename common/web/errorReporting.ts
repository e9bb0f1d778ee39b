import { ERROR_REPORTING_RATES } from './constants';
import { getLanguage } from './i18n';

/**
 * Error-reporting hooks, off unless an endpoint is configured when the app is built
 * (VITE_ERROR_REPORT_URL). Reports are JSON beacons to that endpoint. Rates of docs/rules.md:
 * every error is reported (traces 1); the trail of recent navigation and failed calls goes with
 * every error report (replay on error 1), and one session in ten (session replay 0.1) also sends
 * its trail when the page is hidden.
 */
const TRAIL_LENGTH = 50;
let config: { app: string; endpoint: string } | null = null;
const trail: { at: string; message: string }[] = [];

const sampled = (rate: number) => Math.random() < rate;

function beacon(body: Record<string, unknown>): void {
  if (!config) return;
  const payload = { app: config.app, url: window.location.href, lang: getLanguage(), ...body };
  navigator.sendBeacon(config.endpoint, new Blob([JSON.stringify(payload)], { type: 'application/json' }));
}

export function initErrorReporting(app: string, endpoint: string | undefined): void {
  if (!endpoint) return;
  config = { app, endpoint };
  window.addEventListener('error', (event) => reportError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason));
  if (sampled(ERROR_REPORTING_RATES.sessionReplay)) {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden' && trail.length) beacon({ kind: 'session', trail });
    });
  }
}

export function addBreadcrumb(message: string): void {
  if (!config) return;
  trail.push({ at: new Date().toISOString(), message });
  if (trail.length > TRAIL_LENGTH) trail.shift();
}

export function reportError(error: unknown): void {
  if (!config || !sampled(ERROR_REPORTING_RATES.traces)) return;
  const { message, stack } = error instanceof Error ? error : { message: String(error), stack: undefined };
  beacon({ kind: 'error', message, stack, trail: sampled(ERROR_REPORTING_RATES.replayOnError) ? trail : [] });
}
