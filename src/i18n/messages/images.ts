/** Messages of the ad images: choosing, cropping, resizing and uploading (src/features/images). */
export const imagesMessages = {
  'adsmanager.IMAGE_CATEGORY_Hero': 'hero image',
  'adsmanager.IMAGE_CATEGORY_Logo': 'logo',
  'adsmanager.IMAGE_FILE_HINT': '{{width}} × {{height}} pixels after cropping; PNG or JPEG, at most 2 MB',
  'adsmanager.IMAGE_NONE': 'No image yet',
  'adsmanager.IMAGE_CURRENT': '{{label}}: the uploaded image',
  'adsmanager.IMAGE_ANNOTATED_LOGO': 'Annotated logo',
  'adsmanager.IMAGE_REMOVE': 'Remove {{label}}',
  // The drop zone (issue 24): the empty zone, then the picture with Replace and Remove
  'adsmanager.IMAGE_DROP_PROMPT': 'Drop a PNG or JPEG here, or click to choose one',
  'adsmanager.IMAGE_REPLACE': 'Replace {{label}}',
  'adsmanager.IMAGE_REPLACE_TEXT': 'Replace',
  'adsmanager.IMAGE_REMOVE_TEXT': 'Remove',
  'adsmanager.IMAGE_WORKING': 'Resizing and uploading the {{category}}…',
  'adsmanager.IMAGE_RETRY': 'Try the upload again',
  // Refusals, each with its own message (issue 13 "Bad input and faults")
  'adsmanager.IMAGE_WRONG_TYPE': '“{{name}}” is not a PNG or JPEG image. Choose a PNG or JPEG file.',
  'adsmanager.IMAGE_TOO_LARGE': '“{{name}}” is {{size}} MB. Images may be at most 2 MB.',
  'adsmanager.IMAGE_CORRUPT': '“{{name}}” could not be read as an image: the file is damaged or not an image.',
  'adsmanager.IMAGE_TOO_SMALL':
    '“{{name}}” is {{width}} × {{height}} pixels. A {{category}} needs at least {{minWidth}} × {{minHeight}} pixels.',
  'adsmanager.IMAGE_OUTPUT_TOO_LARGE': 'The resized {{category}} came out over 2 MB. Choose a simpler image.',
  // Resize errors (part 2 §8, AD-025)
  'adsmanager.IMAGE_RESIZE_INVALID_OUTPUT_SIZE':
    'The image could not be resized: the output size is invalid (its width or height is zero).',
  'adsmanager.IMAGE_RESIZE_PIXELS_BLOCKED':
    'The browser blocked reading the image’s pixels, as fingerprinting protection does. Allow this site to read canvas data, or use another browser, and choose the image again.',
  'adsmanager.IMAGE_RESIZE_INVALID_QUALITY': 'The resize quality must be between 0 and 3.',
  'adsmanager.IMAGE_UPLOAD_FAILED': 'The {{category}} was not uploaded: {{message}}',
  // The cropper
  'adsmanager.IMAGE_CROP_TITLE': 'Crop the {{category}}',
  'adsmanager.IMAGE_CROP_DESCRIPTION':
    'Choose the part of the image to use; it is resized to {{width}} × {{height}} pixels. Arrow keys move the crop area, or resize it on the resize handle: 1 pixel, 10 with Shift, 100 with Ctrl or Cmd.',
  'adsmanager.IMAGE_CROP_PICTURE': 'The image to crop',
  'adsmanager.IMAGE_CROP_AREA': 'Crop area (arrow keys move it)',
  'adsmanager.IMAGE_CROP_HANDLE': 'Resize the crop area (arrow keys change its size)',
  // Issue 24: every corner and edge, by pointer, touch or keys, and a zoom
  'adsmanager.IMAGE_CROP_INSTRUCTIONS':
    'Choose the part of the image to use; it is resized to {{width}} × {{height}} pixels. Drag the crop area to move it, or a corner or an edge to resize it; zoom in for a finer crop. Arrow keys move the crop area, or the focused corner or edge: 1 pixel, 10 with Shift, 100 with Ctrl or Cmd.',
  'adsmanager.IMAGE_CROP_HANDLE_NW': 'Top-left corner of the crop area (arrow keys resize it)',
  'adsmanager.IMAGE_CROP_HANDLE_N': 'Top edge of the crop area (arrow keys resize it)',
  'adsmanager.IMAGE_CROP_HANDLE_NE': 'Top-right corner of the crop area (arrow keys resize it)',
  'adsmanager.IMAGE_CROP_HANDLE_E': 'Right edge of the crop area (arrow keys resize it)',
  'adsmanager.IMAGE_CROP_HANDLE_SE': 'Bottom-right corner of the crop area (arrow keys resize it)',
  'adsmanager.IMAGE_CROP_HANDLE_S': 'Bottom edge of the crop area (arrow keys resize it)',
  'adsmanager.IMAGE_CROP_HANDLE_SW': 'Bottom-left corner of the crop area (arrow keys resize it)',
  'adsmanager.IMAGE_CROP_HANDLE_W': 'Left edge of the crop area (arrow keys resize it)',
  'adsmanager.IMAGE_CROP_ZOOM': 'Zoom',
  'adsmanager.IMAGE_CROP_ZOOM_VALUE': '{{percent}}%',
  'adsmanager.IMAGE_CROP_ZOOM_IN': 'Zoom in',
  'adsmanager.IMAGE_CROP_ZOOM_OUT': 'Zoom out',
  'adsmanager.IMAGE_CROP_STATUS': 'Crop: {{width}} × {{height}} pixels at {{x}}, {{y}}',
  'adsmanager.IMAGE_CROP_X': 'Left (pixels)',
  'adsmanager.IMAGE_CROP_Y': 'Top (pixels)',
  'adsmanager.IMAGE_CROP_WIDTH': 'Width (pixels)',
  'adsmanager.IMAGE_CROP_HEIGHT': 'Height (pixels)',
  'adsmanager.IMAGE_CROP_ZERO_SIZE': 'The crop area has no size. Give it a width and a height.',
  'adsmanager.IMAGE_CROP_WIDTH_RANGE': 'The crop width must be between {{min}} and {{max}} pixels.',
  'adsmanager.IMAGE_CROP_HEIGHT_RANGE': 'The crop height must be between {{min}} and {{max}} pixels.',
  'adsmanager.IMAGE_CROP_OUTSIDE': 'The crop area must lie inside the image.',
  'adsmanager.IMAGE_CROP_APPLY': 'Crop and upload',
  'adsmanager.IMAGE_CROP_CANCEL': 'Cancel',
  'adsmanager.IMAGE_CROP_CLOSE': 'Close',
} as const;
