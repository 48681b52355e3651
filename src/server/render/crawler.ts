// Crawlers get the complete document in one piece (onAllReady); people get the shell first.
const crawlerPattern =
  /bot\b|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|redditbot|applebot|yandex|baiduspider|duckduckbot|semrush|ahrefs/i;

export function isCrawler(userAgent: string | undefined): boolean {
  return userAgent !== undefined && crawlerPattern.test(userAgent);
}
