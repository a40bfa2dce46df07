/** Rasterises a scene to WebP with sharp, at most two at a time (the CPU is shared with the API). */
import { loadSharp } from './sharp.ts';
import { renderSceneSvg } from './scene-svg.ts';
import type { SceneFile } from './scene-kinds.ts';

export const WEBP_QUALITY = 72;
const SVG_WIDTH = 1200;

/** Thrown when the render queue is full: the route answers 503 with Retry-After. */
export class RenderQueueFullError extends Error {
  constructor() {
    super('render queue full');
    this.name = 'RenderQueueFullError';
  }
}

/**
 * At most `parallel` tasks at a time and `waiting` more in line; a task beyond that is refused at
 * once (RenderQueueFullError) instead of piling up in memory while its client has long gone.
 */
export class RenderQueue {
  private running = 0;
  private readonly line: Array<() => void> = [];

  constructor(
    readonly parallel: number,
    readonly waiting: number,
  ) {}

  /** Tasks running or in line. */
  get size(): number {
    return this.running + this.line.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.parallel) {
      this.running += 1;
    } else {
      if (this.line.length >= this.waiting) throw new RenderQueueFullError();
      // The slot is handed over by the task that finishes: `running` stays as it is.
      await new Promise<void>((resolve) => this.line.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.line.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/**
 * The process's renders: two at a time, 32 more in line (about two seconds of work at ~60 ms a
 * render: a page of results asks for a dozen photos, so several visitors at once fit).
 */
export const sceneRenderQueue = new RenderQueue(2, 32);

/** The WebP bytes of one scene at its width (4:3). */
export function renderSceneWebp({ kind, variant, width }: SceneFile): Promise<Buffer> {
  return sceneRenderQueue.run(async () => {
    const sharp = await loadSharp();
    const svg = Buffer.from(renderSceneSvg(kind, variant));
    // Rasterise straight at the target size: sharper and much cheaper than drawing 1200 px and shrinking.
    return sharp(svg, { density: (72 * width) / SVG_WIDTH })
      .resize(width, Math.round((width * 3) / 4), { fit: 'cover' })
      .webp({ quality: WEBP_QUALITY, effort: 4 })
      .toBuffer();
  });
}
