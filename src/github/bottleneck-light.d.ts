// Bottleneck ships types for its full build only; the light build (no Redis), which Octokit's own
// plugins load, has the same classes.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
