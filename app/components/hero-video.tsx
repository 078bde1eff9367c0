import { useEffect, useRef, useState } from "react";
import type { MediaVideo } from "~/catalogue/types";
import { inTaskOfItsOwn } from "~/lib/task-of-its-own";
import { ResponsiveImage } from "./responsive-image";

/**
 * A full-bleed looping film over its poster, which loads at once and stays when the film cannot
 * play. Where the hero fills the screen (`fillsScreen`, home), the poster is a backdrop under the
 * page's title, which is the largest paint: a picture that covers the screen is a background to the
 * browser's largest-paint metric. There it loads at low priority and with no preload of its own, so
 * that it never counts as something the title waits for. A shorter hero's poster (a retreat's) is
 * itself the largest paint and keeps the default priority, raised once it is in view. The film
 * only starts (and only downloads) when the visitor has not asked for reduced motion, and
 * plays only while it is in view: every frame of it costs a phone work that a tap further down
 * the page would otherwise wait behind (docs/benchmarks.md).
 */
export function HeroVideo({
  video,
  fillsScreen = false,
  className = "",
}: {
  video: MediaVideo;
  fillsScreen?: boolean;
  className?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let inView: IntersectionObserver | undefined;
    // Not in hydration's last task: the film can start a moment later.
    const cancel = inTaskOfItsOwn(() => {
      if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
      element.src = video.src;
      const play = () =>
        element.play().catch(() => {
          // Autoplay refused or the film failed: the poster stays.
        });
      inView = new IntersectionObserver(([entry]) => (entry?.isIntersecting ? play() : element.pause()));
      inView.observe(element);
    });
    return () => {
      cancel();
      inView?.disconnect();
    };
  }, [video.src]);

  return (
    <div className={`absolute inset-0 ${className}`} aria-hidden>
      <ResponsiveImage image={video.poster} eager low={fillsScreen} className="h-full w-full object-cover" />
      <video
        ref={ref}
        muted
        loop
        playsInline
        preload="none"
        onPlaying={() => setPlaying(true)}
        onError={() => setPlaying(false)}
        className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-1000 ${playing ? "opacity-100" : "opacity-0"}`}
      />
    </div>
  );
}
