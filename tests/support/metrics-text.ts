/** Reading a Prometheus text scrape in tests (the site's and the back office's /metrics). */

/** The sum of a family's samples whose line contains `labels`. */
export function sampleTotal(text: string, family: string, labels = ''): number {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${family}{`) || line.startsWith(`${family} `))
    .filter((line) => line.includes(labels))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}
