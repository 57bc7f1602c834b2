export const id = 636;
export const ids = [636];
export const modules = {

/***/ 96636:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   uploadResultsArtifact: () => (/* binding */ uploadResultsArtifact)
/* harmony export */ });
/* unused harmony export artifactName */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/**
 * `upload-results: true`: the results file as a workflow artifact, so the comment's "full
 * results" is something a reviewer can download. @actions/artifact (with the Azure storage SDK
 * under it) loads only here, only when asked: most runs never pay for it.
 */

async function uploadResultsArtifact(file, tag, run) {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(271), __webpack_require__.e(913), __webpack_require__.e(683)]).then(__webpack_require__.bind(__webpack_require__, 60683));
    const { id } = await new DefaultArtifactClient().uploadArtifact(artifactName(tag), [file], (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(file));
    if (id === undefined)
        throw new Error('the artifact service answered without an artifact id');
    return { id, url: `${run.serverUrl}/${run.repository}/actions/runs/${run.runId}/artifacts/${id}` };
}
/** One artifact per gate of a run (artifact names are unique per run); GitHub refuses these characters in a name. */
function artifactName(tag) {
    return `pagegate-results-${tag.replace(/[\\/":<>|*?\r\n]+/g, '-')}`;
}
//# sourceMappingURL=results-artifact.js.map

/***/ })

};

//# sourceMappingURL=636.index.js.map