"use client";

import { useEffect, useId, useRef } from "react";
import { ErrorText } from "@/components/ui/error-text";
import { ORIGIN_KEY, originKey, shiftOriginErrors, type Errors } from "@/components/dashboard/settings/settings-form-values";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { MAX_EMBED_ORIGINS, parseEmbedOrigin } from "@/lib/schemas/merchant";

/**
 * The allowed embed origins as an add/remove list, one input per origin with its own error.
 * A valid origin is normalised when its input loses focus (https://Shop.Example/ -> https://shop.example);
 * errors show on save, like the other fields: showing them on blur would move the buttons below
 * while the merchant is clicking one.
 */
export function EmbedOriginsField({
  origins,
  errors,
  onChange,
}: {
  origins: string[];
  errors: Errors;
  onChange: (origins: string[], errors: Errors) => void;
}) {
  const id = useId();
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  // Where focus goes once the list has re-rendered after adding or removing a row.
  const focusAfterRender = useRef<number | "add" | null>(null);
  const full = origins.length >= MAX_EMBED_ORIGINS;
  const listError = errors[ORIGIN_KEY];

  useEffect(() => {
    const target = focusAfterRender.current;
    if (target === null) return;
    focusAfterRender.current = null;
    const selector = target === "add" ? "[data-add-origin]" : `[name="${originKey(target)}"]`;
    fieldsetRef.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  const edit = (row: number, value: string) =>
    onChange(
      origins.map((o, i) => (i === row ? value : o)),
      { ...errors, [originKey(row)]: undefined, [ORIGIN_KEY]: undefined },
    );

  const normalise = (row: number) => {
    const result = parseEmbedOrigin(origins[row]);
    if (result.ok && result.origin !== origins[row]) onChange(origins.map((o, i) => (i === row ? result.origin : o)), errors);
  };

  const remove = (row: number) => {
    const next = origins.filter((_, i) => i !== row);
    onChange(next, shiftOriginErrors(errors, row));
    focusAfterRender.current = next.length === 0 ? "add" : Math.min(row, next.length - 1);
  };

  const add = () => {
    onChange([...origins, ""], { ...errors, [ORIGIN_KEY]: undefined });
    focusAfterRender.current = origins.length;
  };

  return (
    <fieldset ref={fieldsetRef} aria-describedby={[listError ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(" ")}>
      <legend className="block text-sm font-medium text-slate-800">Allowed embed origins</legend>
      <div id={`${id}-hint`} className="mt-1 space-y-1 text-[13px] text-slate-500">
        <p>
          Inline checkout shows the payment page in an iframe on your site, so it needs the origin of each page that embeds it:
          scheme, host and port only, e.g. <code className="font-mono text-[12px]">https://shop.example</code>. Popup and redirect
          checkout need nothing here. With no origins, no site can frame your checkout.
        </p>
        <p>
          Use https://; http:// is accepted only for localhost and 127.0.0.1 while you develop. Up to {MAX_EMBED_ORIGINS} origins.
          Changes apply to checkout pages within a minute.
        </p>
      </div>

      <div className="mt-3 space-y-2">
        {origins.length === 0 ? (
          <p className="rounded-md px-3 py-2 text-[13px] text-slate-500 ring-1 ring-slate-200 ring-inset">
            No origins yet: your checkout cannot be embedded on other sites.
          </p>
        ) : null}
        {origins.map((origin, row) => {
          const error = errors[originKey(row)];
          const errorId = `${id}-${row}-error`;
          return (
            // Controlled inputs, so index keys stay correct when a row is removed.
            <div key={row}>
              <div className="flex items-center gap-2">
                <Input
                  name={originKey(row)}
                  aria-label={`Allowed embed origin ${row + 1}`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  type="url"
                  inputMode="url"
                  spellCheck={false}
                  autoComplete="off"
                  placeholder="https://shop.example"
                  className="font-mono"
                  value={origin}
                  onChange={(e) => edit(row, e.target.value)}
                  onBlur={() => normalise(row)}
                />
                <Button variant="ghost" size="sm" aria-label={`Remove origin ${row + 1}${origin.trim() ? ` (${origin.trim()})` : ""}`} onClick={() => remove(row)}>
                  Remove
                </Button>
              </div>
              {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
            </div>
          );
        })}
      </div>

      {listError ? <ErrorText id={`${id}-error`}>{listError}</ErrorText> : null}
      <div className="mt-3 flex items-center gap-3">
        <Button data-add-origin variant="secondary" size="sm" disabled={full} onClick={add}>
          Add origin
        </Button>
        <span className="text-[13px] text-slate-500" aria-live="polite">
          {full ? `The maximum of ${MAX_EMBED_ORIGINS} origins is listed.` : `${origins.length} of ${MAX_EMBED_ORIGINS}`}
        </span>
      </div>
    </fieldset>
  );
}
