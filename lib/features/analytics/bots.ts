/**
 * Browsers that are not people, by their User-Agent: crawlers, monitors, link previews, HTTP
 * libraries and audit tools. Headless Chrome itself is not on the list (the browser tests measure
 * with it); a missing or very short User-Agent counts as a bot.
 */
export const BOT_PATTERNS: readonly RegExp[] = [
  /bot\b|bot\//i, // Googlebot, bingbot, AhrefsBot, facebot, Twitterbot…
  /crawl|spider|slurp|scrapy/i,
  /\b(curl|wget|httpie|libwww|okhttp|go-http-client|python-requests|python-urllib|aiohttp|axios|node-fetch|undici|java\/|apache-httpclient)\b/i,
  /facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|slackbot|discordbot|skypeuripreview/i,
  /lighthouse|pagespeed|gtmetrix|pingdom|uptimerobot|statuscake|site24x7|newrelicpinger|datadog/i,
  /phantomjs|selenium|puppeteer|prerender|rendertron/i,
  /feedfetcher|feedburner|mediapartners|adsbot|google-inspectiontool|bingpreview|yahoo! slurp|yandex|baiduspider|petalbot|semrush|mj12|dotbot|bytespider|gptbot|claudebot|ccbot|perplexity/i,
];

export function isBot(userAgent: string | null | undefined): boolean {
  if (!userAgent || userAgent.length < 10) return true;
  return BOT_PATTERNS.some((pattern) => pattern.test(userAgent));
}
