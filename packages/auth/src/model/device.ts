export interface DeviceHints {
  userAgent: string;
  /** navigator.maxTouchPoints: iPadOS reports a desktop Safari user agent. */
  maxTouchPoints?: number | undefined;
  platform?: string | undefined;
}

/** A phone or tablet by its user agent (iPadOS detected by touch points on a "Macintosh"). */
export function isPhoneOrTablet({ userAgent, maxTouchPoints = 0, platform = '' }: DeviceHints): boolean {
  if (/Android|iPhone|iPad|iPod|Mobile|Tablet|Silk|Kindle|Opera Mini|IEMobile|webOS|BlackBerry/i.test(userAgent))
    return true;
  return (/Macintosh/i.test(userAgent) || platform === 'MacIntel') && maxTouchPoints > 1;
}
