"use client";

// The logo as checkout will show it, or the business's initial on its brand colour.
import { useState } from "react";

export function LogoPreview({ url, name, color }: { url: string; name: string; color: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = /^https?:\/\/\S+$/.test(url.trim()) && failed !== url;
  return (
    <div
      aria-hidden="true"
      className="flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-md text-sm font-semibold text-white ring-1 ring-slate-200"
      style={{ backgroundColor: showImage ? "#fff" : color }}
    >
      {showImage ? (
        // eslint-disable-next-line @next/next/no-img-element -- arbitrary merchant URL, not an optimisable asset
        <img src={url.trim()} alt="" className="size-full object-contain" onError={() => setFailed(url)} />
      ) : (
        (name.trim()[0] ?? "?").toUpperCase()
      )}
    </div>
  );
}
