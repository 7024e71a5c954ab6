import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useStoredChoice } from './stored-choice';
import type { StoredChoice } from './stored-choice';

const SIZE: StoredChoice<'small' | 'large'> = {
  key: 'test.size',
  parse: (raw) => (raw === 'large' ? 'large' : 'small'),
  serialize: (value) => value,
};

function Size({ name }: { name: string }) {
  const [size, setSize] = useStoredChoice(SIZE);
  return (
    <button type="button" onClick={() => setSize(size === 'small' ? 'large' : 'small')}>
      {name}: {size}
    </button>
  );
}

describe('a choice kept in the browser', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('reads the default without writing anything, however many components show it', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    render(
      <>
        <Size name="a" />
        <Size name="b" />
        <Size name="c" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'a: small' })).toBeTruthy();
    expect(setItem).not.toHaveBeenCalled();
    expect(localStorage.getItem('test.size')).toBeNull();
    setItem.mockRestore();
  });

  it('reads what is stored, and a change shows in every component and is stored', () => {
    localStorage.setItem('test.size', 'large');
    render(
      <>
        <Size name="a" />
        <Size name="b" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'b: large' })).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'a: large' }).click());
    expect(screen.getByRole('button', { name: 'b: small' })).toBeTruthy();
    expect(localStorage.getItem('test.size')).toBe('small');
  });

  it('follows a change made in another tab', () => {
    render(<Size name="a" />);
    act(() => {
      localStorage.setItem('test.size', 'large');
      window.dispatchEvent(new StorageEvent('storage', { key: 'test.size', newValue: 'large' }));
    });
    expect(screen.getByRole('button', { name: 'a: large' })).toBeTruthy();
  });
});
