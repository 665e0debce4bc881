import { useId, type ChangeEvent, type RefObject } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { CHOOSE_PHOTO, PHOTO_HINT, PHOTOS_FULL, TAKE_PHOTO } from './photo-texts';

interface PhotoButtonsProps {
  /** A unique id (useId): the inputs' and the hint's ids start with it. */
  id: string;
  disabled: boolean;
  /** PHOTOS_MAX photos are there: the hint says so instead. */
  full?: boolean;
  onPick?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The gallery's input, where the focus goes back after a removal. */
  chooser?: RefObject<HTMLInputElement | null>;
}

/**
 * « Prendre une photo » (the camera, where the phone offers it) and « Choisir une photo » (the
 * gallery, several at once): file inputs with their labels drawn as buttons, like « Joindre un
 * PDF », and the hint under them. `accept="image/*"` only guides the phone's chooser: the picker
 * checks every file itself.
 */
export function PhotoButtons({ id, disabled, full = false, onPick, chooser }: PhotoButtonsProps) {
  const hint = `${id}-aide`;
  const label = (input: string) => (
    <label
      htmlFor={input}
      className={buttonClasses(
        'secondary',
        `cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 ${disabled ? 'pointer-events-none opacity-60' : ''}`,
      )}
    >
      {input.endsWith('camera') ? TAKE_PHOTO : CHOOSE_PHOTO}
    </label>
  );
  return (
    <div className="flex flex-wrap items-center gap-3">
      {/* Each input with its label in its own box: a label follows its own input's focus only. */}
      <span>
        <input
          id={`${id}-camera`}
          type="file"
          accept="image/*"
          capture="environment"
          disabled={disabled}
          aria-describedby={hint}
          onChange={onPick}
          className="peer sr-only"
        />
        {label(`${id}-camera`)}
      </span>
      <span>
        <input
          ref={chooser}
          id={`${id}-gallery`}
          type="file"
          accept="image/*"
          multiple
          disabled={disabled}
          aria-describedby={hint}
          onChange={onPick}
          className="peer sr-only"
        />
        {label(`${id}-gallery`)}
      </span>
      <p id={hint} className="basis-full text-xs text-slate-600">
        {full ? PHOTOS_FULL : PHOTO_HINT}
      </p>
    </div>
  );
}

/**
 * The photo picker's place while its code downloads (it is not part of the forum's first paint):
 * the same buttons, not yet usable, and the same hint, so nothing moves when it arrives.
 */
export function PhotoPlaceholder() {
  return <PhotoButtons id={useId()} disabled />;
}

/** The files picked in one of PhotoButtons' inputs, the input emptied (the same photo again still counts). */
export function takeFiles(event: ChangeEvent<HTMLInputElement>): File[] {
  const input = event.currentTarget;
  const picked = Array.from(input.files ?? []);
  input.value = '';
  return picked;
}
