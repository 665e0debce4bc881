import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ValidatedTutorMark } from './marks';

describe('the mark « Encadreur validé »', () => {
  it('says it in words, its tick hidden from screen readers', () => {
    const { container } = render(
      <p>
        Sylvie Eba <ValidatedTutorMark />
      </p>,
    );
    expect(screen.getByText('Encadreur validé')).toBeInTheDocument();
    expect(screen.getByRole('paragraph')).toHaveTextContent('Sylvie Eba Encadreur validé');
    const tick = container.querySelector('svg');
    expect(tick).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('never breaks between its two words', () => {
    render(<ValidatedTutorMark />);
    expect(screen.getByText('Encadreur validé')).toHaveClass('whitespace-nowrap');
  });
});
