import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { InlineText } from './inline-text';

describe('InlineText', () => {
  it('turns **words** into bold and [text](/address) into a link, in French typography', () => {
    const { container } = render(
      <MemoryRouter>
        <p>
          <InlineText text="**Le soir même** : relisez, puis [écrivez-nous](/contact) si besoin !" />
        </p>
      </MemoryRouter>,
    );
    expect(screen.getByText('Le soir même').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'écrivez-nous' })).toHaveAttribute('href', '/contact');
    expect(container.textContent).toBe('Le soir même\u00a0: relisez, puis écrivez-nous si besoin\u00a0!');
  });

  it('raises the letters of ordinals: 6e, 1er', () => {
    const { container } = render(
      <MemoryRouter>
        <p>
          <InlineText text="de la 6e à la Terminale, le 1er jour, en Form 3" />
        </p>
      </MemoryRouter>,
    );
    expect(Array.from(container.querySelectorAll('sup'), (sup) => sup.textContent)).toEqual(['e', 'er']);
    expect(container).toHaveTextContent('de la 6e à la Terminale, le 1er jour, en Form 3');
  });
});
