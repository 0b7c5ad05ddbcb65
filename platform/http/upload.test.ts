import { describe, expect, it } from 'vitest';
import { pendingItem, uploadFailed, uploadProblem, uploadSucceeded, UPLOAD_MAX_BYTES, visibleItems } from './upload';

describe('avatar upload rules', () => {
  it('refuses anything but an image', () => expect(uploadProblem({ type: 'text/plain', size: 10 })).toBe('notImage'));
  it('refuses an image over 5 MB', () => expect(uploadProblem({ type: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toBe('tooLarge'));
  it('accepts an image of exactly 5 MB', () => expect(uploadProblem({ type: 'image/jpeg', size: UPLOAD_MAX_BYTES })).toBeNull());
});

describe('upload item (spec §3/§4)', () => {
  const file = new File(['x'], 'me.png', { type: 'image/png' });
  it('starts pending with a local preview', () => expect(pendingItem(file, 'blob:preview')).toMatchObject({ status: 'pending', thumbnail: 'blob:preview', key: 'me.png', file }));
  it('takes its url on success', () => expect(uploadSucceeded(pendingItem(file), '/uploads/a.png')).toMatchObject({ status: 'done', url: '/uploads/a.png' }));
  it('a failed item is not rendered', () => {
    const failed = uploadFailed(pendingItem(file));
    const pending = pendingItem(file);
    expect(visibleItems([failed, pending])).toEqual([pending]);
  });
});
