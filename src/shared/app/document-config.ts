/** What the document head needs from the server, sent to the client unchanged for hydration. */
export interface DocumentConfig {
  /** Absolute origin of the canonical site, e.g. `https://www.example.com`. */
  readonly siteUrl: string;
  /** Hashed stylesheet URLs, linked at the end of the body: they do not hold up the first paint. */
  readonly stylesheets: readonly string[];
  /**
   * The layout's critical CSS, inlined in the head. Not sent in the hydration state: the client
   * reads it back from the page (`inlineStylesId`), so its bytes travel once.
   */
  readonly inlineStyles: string;
  /**
   * The head's script (src/server/render/head-script.ts: the language choice, skipped view
   * transitions), not sent in the hydration state either (`headScriptId`): its
   * builders stay out of the client build.
   */
  readonly headScript: string;
  /** Whether the page registers the worksite offline mode's service worker (off: operators' kill switch, decision 171). */
  readonly serviceWorker: boolean;
  /** What the page's Web Vitals are reported under, and how often (decision 192); null on a page the router does not know. */
  readonly fieldVitals: FieldVitalsConfig | null;
}

export interface FieldVitalsConfig {
  /** The route's name. */
  readonly page: string;
  readonly audience: 'pro' | 'part';
  /** The share of page views that report. */
  readonly sampleRate: number;
  /** The consent cookie, whose analytics choice allows reporting. */
  readonly consentCookie: string;
}

/** The id of the head's `<style>` holding `inlineStyles`. */
export const inlineStylesId = 'critical-css';

/** The id of the head's `<script>` holding `headScript`. */
export const headScriptId = 'head-script';
