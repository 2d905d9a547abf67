/**
 * Seconds of the bundled demo recording (web/public/demo/demo-call.mp3), as
 * scripts/make-demo-audio.sh measured it into demo-call.json; a test holds the two equal. Known
 * before anyone presses play, so the clock never advertises one length and then shows another.
 */
export const bundledDemoCallSeconds = 75.4;
