import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkDomainsOf } from '#common/messaging.ts';
import { MessageText } from './message-text.tsx';

describe('a message on screen', () => {
  it('shows links and markup as plain text, with the domains of its links named beside it', () => {
    const body =
      'See <a href="https://evil.example">our camp</a> at https://www.northernlakes.example/camp?x=1 <img src=x onerror=alert(1)>';
    const { container } = render(<MessageText body={body} linkDomains={linkDomainsOf(body)} />);
    expect(container.querySelector('a, img, script')).not.toBeInTheDocument();
    expect(screen.getByText(body)).toBeInTheDocument();
    expect(screen.getByText('Links to')).toBeInTheDocument();
    expect(screen.getByText('www.northernlakes.example')).toBeInTheDocument();
    expect(screen.getByText('evil.example')).toBeInTheDocument();
  });

  it('names no domains for a message without links', () => {
    const { container } = render(<MessageText body={'Thanks, coach.\nSee you Saturday.'} linkDomains={[]} />);
    expect(container.querySelector('[data-slot="link-domains"]')).not.toBeInTheDocument();
    expect(container.textContent).toBe('Thanks, coach.\nSee you Saturday.');
  });
});
