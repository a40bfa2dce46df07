import { createServer } from 'node:http';
import sharp from 'sharp';

/** A local stand-in for the map tile service: e2e and Lighthouse never reach the internet. */
const port = Number(process.env.TILE_PORT ?? 4174);
const cache = new Map<string, Buffer>();

async function tile(z: number, x: number, y: number): Promise<Buffer> {
  const key = `${z}/${x}/${y}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const hue = (x * 37 + y * 17 + z * 11) % 40;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="hsl(${95 + hue},30%,86%)"/>
    <path d="M0 ${(x * 53) % 256} L256 ${(y * 71) % 256}" stroke="#fff" stroke-width="6"/>
    <rect x="0.5" y="0.5" width="255" height="255" fill="none" stroke="#c9d6c4"/>
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  cache.set(key, png);
  return png;
}

createServer(async (req, res) => {
  const url = req.url ?? '/';
  if (url === '/health') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  const match = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(url);
  if (!match) {
    res.writeHead(404).end();
    return;
  }
  const body = await tile(Number(match[1]), Number(match[2]), Number(match[3]));
  res
    .writeHead(200, {
      'content-type': 'image/png',
      'cache-control': 'public, max-age=604800',
      'access-control-allow-origin': '*',
    })
    .end(body);
}).listen(port, '127.0.0.1', () => console.log(`tile server on ${port}`));
