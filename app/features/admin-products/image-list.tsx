import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useId, useRef, useState } from 'react';
import { UPLOAD_ACCEPT } from '#domain/image-uploads.ts';
import { PRODUCT_LIMITS } from '#domain/product-input.ts';
import { errorText } from '#app/lib/api.ts';
import { uploadImage } from '#app/lib/upload-image.ts';
import { PRODUCT_TEXT } from './product-texts';
import { uploadProblem } from './upload-checks';

interface Upload {
  id: number;
  name: string;
  percent: number;
}

/** One colour's pictures: upload (with progress), previews, order by up/down, remove. */
export function ImageList({
  images,
  onAdd,
  onMove,
  onRemove,
  label,
  error,
  onUploading,
}: {
  images: string[];
  /** Adds an uploaded picture at the end; called when its upload ends, so it must work on the list as it is then. */
  onAdd: (url: string) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** Names the list for screen readers, e.g. "Images of Black". */
  label: string;
  error?: string;
  /** +1 as an upload starts, -1 as it ends, so the form can wait for them before saving. */
  onUploading?: (change: 1 | -1) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const counter = useRef(0);

  async function send(files: File[]) {
    const room = PRODUCT_LIMITS.imagesPerVariant - images.length - uploads.length;
    const found: string[] = [];
    if (files.length > room)
      found.push(
        `${files.length - Math.max(room, 0)} not added: a colour can have at most ${PRODUCT_LIMITS.imagesPerVariant} images.`,
      );
    const ok = files.slice(0, Math.max(room, 0)).filter((file) => {
      const problem = uploadProblem(file);
      if (problem) found.push(`${file.name}: ${problem}`);
      return !problem;
    });
    setProblems(found);
    await Promise.all(
      ok.map(async (file) => {
        const id = ++counter.current;
        setUploads((list) => [...list, { id, name: file.name, percent: 0 }]);
        onUploading?.(1);
        try {
          const answer = await uploadImage(file, {
            defaultMessage: PRODUCT_TEXT.uploadFailed,
            onProgress: (fraction) =>
              setUploads((list) => list.map((u) => (u.id === id ? { ...u, percent: Math.round(fraction * 100) } : u))),
          });
          onAdd(answer.url);
        } catch (err) {
          setProblems((list) => [...list, `${file.name}: ${errorText(err, PRODUCT_TEXT.uploadFailed)}`]);
        } finally {
          setUploads((list) => list.filter((u) => u.id !== id));
          onUploading?.(-1);
        }
      }),
    );
  }

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="text-xs font-medium uppercase tracking-[0.15em]">Images</span>
        <label
          htmlFor={inputId}
          className="inline-flex h-9 cursor-pointer items-center gap-2 border border-ink bg-white px-4 text-xs font-medium uppercase tracking-[0.2em] hover:bg-ink hover:text-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ink"
        >
          <Icon node={ImagePlus} aria-hidden="true" className="size-3.5" /> {PRODUCT_TEXT.uploadImages}
          <input
            id={inputId}
            type="file"
            accept={UPLOAD_ACCEPT}
            multiple
            className="sr-only"
            aria-label={`${PRODUCT_TEXT.uploadImages}: ${label}`}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void send(files);
            }}
          />
        </label>
      </div>

      {images.length === 0 && uploads.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{PRODUCT_TEXT.noImages}</p>
      ) : null}
      <ul aria-label={label} className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {images.map((url, i) => (
          <li key={url} className="border border-line bg-white">
            <img
              src={url}
              alt={`${label}, picture ${i + 1}`}
              className="aspect-[4/5] w-full bg-neutral-100 object-cover"
              loading="lazy"
            />
            <div className="flex justify-between border-t border-line">
              <button
                type="button"
                className="inline-flex size-9 items-center justify-center hover:bg-neutral-100 disabled:opacity-30"
                aria-label={`${PRODUCT_TEXT.moveUp} (picture ${i + 1})`}
                disabled={i === 0}
                onClick={() => onMove(i, i - 1)}
              >
                <Icon node={ArrowUp} aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className="inline-flex size-9 items-center justify-center hover:bg-neutral-100 disabled:opacity-30"
                aria-label={`${PRODUCT_TEXT.moveDown} (picture ${i + 1})`}
                disabled={i === images.length - 1}
                onClick={() => onMove(i, i + 1)}
              >
                <Icon node={ArrowDown} aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className="inline-flex size-9 items-center justify-center text-sale hover:bg-red-50"
                aria-label={`${PRODUCT_TEXT.removeImage} (picture ${i + 1})`}
                onClick={() => onRemove(i)}
              >
                <Icon node={Trash2} aria-hidden="true" className="size-4" />
              </button>
            </div>
          </li>
        ))}
        {uploads.map((u) => (
          <li
            key={u.id}
            className="flex aspect-[4/5] flex-col items-center justify-center gap-2 border border-dashed border-neutral-300 p-3 text-center text-xs text-muted"
          >
            <span className="line-clamp-2 break-all">{u.name}</span>
            <progress max={100} value={u.percent} aria-label={`Upload of ${u.name}`} className="w-full" />
            <span role="status">{PRODUCT_TEXT.uploading(u.percent)}</span>
          </li>
        ))}
      </ul>
      {problems.length > 0 ? (
        <ul role="alert" className="mt-2 space-y-1 text-sm text-sale">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-2 text-sm text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}
