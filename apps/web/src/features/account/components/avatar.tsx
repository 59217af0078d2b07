import { useState } from 'react';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The customer's picture, or their initials when there is none or it does not load. Decorative: the name is beside it. */
export function Avatar({ name, image }: { name: string; image: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = image && failed !== image;
  return (
    <span className="avatar" aria-hidden="true">
      {showImage ? (
        <img className="avatar__image" src={image} alt="" onError={() => setFailed(image)} />
      ) : (
        <span className="avatar__initials">{initials(name) || '•'}</span>
      )}
    </span>
  );
}
