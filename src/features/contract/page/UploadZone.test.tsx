import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test-utils/render';
import { UPLOAD_HINT, UPLOAD_HINT_DOCX_ONLY, UploadZone } from './UploadZone';

describe('upload zone on a server without LibreOffice (issue 17)', () => {
  afterEach(cleanup);

  it('says before any file is picked that .doc cannot be converted here', async () => {
    renderWithProviders(<UploadZone docConversion={false} onPick={() => undefined} onDropFile={() => undefined} />);
    expect((await screen.findByTestId('doc-unsupported-notice')).textContent).toBe(
      '本服务器未安装文档转换组件，暂不支持doc文件，请在Word中另存为docx后上传',
    );
    expect(screen.getByText(UPLOAD_HINT_DOCX_ONLY)).toBeTruthy();
    expect(screen.queryByText(UPLOAD_HINT)).toBeNull();
  });

  it('says nothing of the kind when the server converts .doc', async () => {
    renderWithProviders(<UploadZone onPick={() => undefined} onDropFile={() => undefined} />);
    expect(await screen.findByText(UPLOAD_HINT)).toBeTruthy();
    expect(screen.queryByTestId('doc-unsupported-notice')).toBeNull();
  });
});
