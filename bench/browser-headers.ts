// The headers Chromium sends on the app's fetch, which the sync benches put on the wire as a browser
// would (sync.bench.ts over HTTP/1.1, sync-h2.bench.ts over HTTP/2).
/** The headers Chromium sends on the app's fetch (besides the session cookie and the API's own). */
export const BROWSER_HEADERS = {
  connection: 'keep-alive',
  'sec-ch-ua-platform': '"Linux"',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'sec-ch-ua': '"Chromium";v="131", "Not_A Brand";v="24"',
  'sec-ch-ua-mobile': '?0',
  accept: '*/*',
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'cors',
  'sec-fetch-dest': 'empty',
  referer: 'https://mars.example/certificates',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-US,en;q=0.9',
};
