// Unknown API paths answer in JSON, not with an HTML page.
function notFound() {
  return Response.json({ error: 'Not found' }, { status: 404 });
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
